import type { FeatureFlag } from '../config.ts';

// Issue 20: per optional feature, what it leaves behind when on and must not when off: its menu
// keys (domain/src/menu-config.ts), the route prefixes it registers (under the API prefix) and
// the background jobs it runs. The flag-walk test reads these tables.

export interface FlagFootprint {
  menuKeys: readonly string[];
  /** A method and path the flag registers, e.g. 'GET /api/admin/external-links'. */
  routes: readonly string[];
  jobs: readonly string[];
}

/** Helper 20b's four flags (the integrator joins them with the other helpers' tables). */
export const FLAGS_20B: Partial<Record<FeatureFlag, FlagFootprint>> = {
  externalLink: {
    menuKeys: ['admin.externallinks'],
    routes: [
      'GET /api/external-links/menu',
      'GET /api/admin/external-links',
      'POST /api/admin/external-links',
      'PUT /api/admin/external-links/:id',
      'DELETE /api/admin/external-links/:id',
    ],
    jobs: [],
  },
  'personal-tutor': {
    menuKeys: ['students.personal-tutors', 'forms.personal-tutor'],
    routes: [
      'GET /api/forms/personal-tutor',
      'POST /api/forms/personal-tutor/meeting',
      'GET /api/students/personal-tutors',
      'PUT /api/students/personal-tutors',
    ],
    jobs: [],
  },
  badges: {
    menuKeys: ['students.badges', 'forms.badges'],
    routes: [
      'GET /api/badges',
      'POST /api/badges',
      'PUT /api/badges/:id',
      'POST /api/badges/:id/awards',
      'GET /api/badges/awards',
      'DELETE /api/badges/awards/:id',
      'GET /api/forms/badges',
    ],
    jobs: [],
  },
};

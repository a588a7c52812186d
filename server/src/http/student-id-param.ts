import type { FastifyRequest } from 'fastify';
import { notFound } from './errors.ts';

// Staff calls on one student's record (/students/:id/...): the id in the path, read the same way
// everywhere, and the 404 that answers an id with no student.

const MAX_ID = 2_147_483_647;

/** The id in the path; anything that cannot be a student id is a 404, as for the generic calls. */
export function studentIdParam(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(id >= 1 && id <= MAX_ID)) throw noStudent(raw);
  return id;
}

export const noStudent = (id: string | number) => notFound(`There is no student with id ${id}.`);

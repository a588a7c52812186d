import type { AppConfig } from '../../config.ts';

/** What the SPA needs to know before and after sign-in; nothing secret. */
export function publicConfig(config: AppConfig) {
  return {
    apiPrefix: config.apiPrefix,
    baseUrl: config.baseUrl,
    dateFormat: config.dateFormat,
    features: config.features,
    ssoProviders: config.sso ? [{ key: config.sso.key, name: config.sso.name }] : [],
    version: config.version,
    collegeName: config.collegeName,
    accountingProviderName: config.accountingProviderName,
    sidebarImage: 'sidebar-1.jpg',
    crmUrlTemplate: config.crmUrlTemplate,
    /** The largest document upload (DOCUMENT_MAX_MB), stated by every upload's drop zone (issue 19). */
    documentMaxBytes: config.documentMaxBytes,
    // A DSN is meant to be public (browsers send with it); the browser's reports go through
    // POST {api}/error-reports, which scrubs them again before they leave.
    errorReporting: config.errorReporting.dsn
      ? { dsn: config.errorReporting.dsn, environment: config.errorReporting.environment }
      : null,
  };
}

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
  };
}

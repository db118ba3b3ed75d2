export * from './app-config';
export * from './crm';
export * from './errors';
export * from './integrations';
export * from './onboarding';
export * from './plans';
export * from './ui-texts';
export * from './user';

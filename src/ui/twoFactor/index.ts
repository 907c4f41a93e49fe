export * from './TwoFactorSetup';

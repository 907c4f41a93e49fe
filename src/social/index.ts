export * from './instagram';

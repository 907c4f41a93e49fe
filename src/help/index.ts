export * from './helpCentre';

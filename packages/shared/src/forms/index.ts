export * from './special-characters';
export * from './height';
export * from './form-rules';

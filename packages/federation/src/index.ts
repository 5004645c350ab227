export * from './contract';
export * from './routes';
export * from './route-refs';
export * from './compat';

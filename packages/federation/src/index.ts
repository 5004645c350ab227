export * from './contract';
export * from './routes';
export { matchRemoteRoute } from './match';

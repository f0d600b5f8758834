export { type LocalServerConfig, readConfig } from './config';
export { type LocalServer, startLocalServer } from './server';

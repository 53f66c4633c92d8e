export { sessionsModule, type SessionsService } from './sessions.module.js';

export {
  AuthAcceptedResponseSchema,
  AuthSessionStateSchema,
  EndSessionsResponseSchema,
  SessionListResponseSchema,
  SessionResponseSchema,
} from '@print/contracts';

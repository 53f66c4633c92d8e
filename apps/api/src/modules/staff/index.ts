export { staffModule, type StaffModuleService } from './staff.module.js';
export type {
  AuditEntryInput,
  AuditLog,
  StaffAccess,
  StaffAccessService,
  StaffPrincipal,
} from './staff-access.js';

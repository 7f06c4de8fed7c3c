// Accounts and sessions: what other features may use (the person's row, passwords and codes,
// issuing a session, and the GraphQL types of a signed-in user).
export { hashCode, judgeCode, mailCode, newCode } from './codes';
export type { OtpData } from './codes';
export { hashPassword, passwordMatches } from './passwords';
export { localPartOf, refuseGuessablePassword } from './password-strength';
export { refuseBreachedPassword } from './breached-passwords';
export { requireCurrentPassword } from './step-up';
export {
  findUserByEmail,
  findUserById,
  insertSession,
  insertUser,
  revokeSession,
  updateUser,
} from './repo';
export {
  issueTokens,
  loginResult,
  newSessionLimits,
  rebindSession,
  refreshSession,
  sessionDevice,
} from './sessions';
export type { Account, LiveSession, LoginResponse, Token } from './sessions';
export { openSecondStep, secondFactorsOf } from './second-factor/sign-in-step';
export {
  LoginResponseType,
  OtpDataType,
  PlanEnum,
  SubscriptionStatusEnum,
  TeamMemberRoleEnum,
  UserType,
} from './types';

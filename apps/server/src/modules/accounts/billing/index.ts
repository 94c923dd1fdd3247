export { API_RATE_WINDOW_SECONDS, type ApiRateStanding, countApiKeyRequest } from './api-rate-limit.ts';
export { billingRoutes } from './billing.routes.ts';
export { consumeCredit, creditsUsed, refuseWithoutCredit } from './consume-credit.ts';
export { CreditCounter } from './credit-counter.ts';
export { creditPeriodStart } from './credit-period.ts';
export { dateOnly, refuseExpiredPlan } from './plan-expiry.ts';
export { chargeScreening, type ScreeningToCharge } from './screening-credit.ts';
export { type PlanChange, PlanRefused, setPlan } from './set-plan.ts';
export { refuseBeyondUserLimit } from './user-limit.ts';

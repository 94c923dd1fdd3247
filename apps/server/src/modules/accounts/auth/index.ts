export { authRoutes } from './auth.routes.ts';
export { BOT_CHECK_LOCKOUT_SECONDS, verifyBotToken } from './bot-check.ts';

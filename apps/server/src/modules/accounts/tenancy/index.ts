export { planFlagsOf } from './plan-flags.ts';

import type { EvalMeeting } from '../eval-meeting';
import { churnSaveFernhill } from './churn-save-fernhill';
import { demoKestrel } from './demo-kestrel';
import { discoveryNorthgate } from './discovery-northgate';
import { enterpriseHaldane } from './enterprise-haldane';
import { longLumen } from './long-lumen';
import { messyBrightwater } from './messy-brightwater';
import { onboardingBrightpath } from './onboarding-brightpath';
import { pipelineReviewFieldwise } from './pipeline-review-fieldwise';
import { pricingAlderFinch } from './pricing-alder-finch';
import { renewalPinecrest } from './renewal-pinecrest';
import { securityVeridian } from './security-veridian';

/** Every annotated meeting of the suite, in the order the results list them. */
export const EVAL_MEETINGS: readonly EvalMeeting[] = [
  discoveryNorthgate,
  demoKestrel,
  pricingAlderFinch,
  renewalPinecrest,
  securityVeridian,
  pipelineReviewFieldwise,
  messyBrightwater,
  longLumen,
  // Held out: not looked at while the offline engine was tuned.
  enterpriseHaldane,
  churnSaveFernhill,
  onboardingBrightpath,
];

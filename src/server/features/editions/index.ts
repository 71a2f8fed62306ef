/** What other features (and the CLI) may use of the editions feature. */
export { createEditionsService } from './service';
export { currentMemberNames } from './memberRepository';

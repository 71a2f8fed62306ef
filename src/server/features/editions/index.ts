/** What other features (and the CLI) may use of the editions feature. */
export { createEditionsService, type EditionsService } from './service';
export { currentMemberNames } from './memberRepository';

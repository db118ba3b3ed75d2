/** What a busy button says (spec section 2: "Buttons show 'Processing...' while busy"). */
export const PROCESSING_LABEL = 'Processing...';

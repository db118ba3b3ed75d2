/** How far above the bottom the reader may scroll before new content stops pulling the list down (spec section 9). */
export const CHAT_AUTO_SCROLL_THRESHOLD_PX = 80;

export type TScrollPosition = Pick<HTMLElement, 'scrollTop' | 'scrollHeight' | 'clientHeight'>;

/** Whether new content should scroll the list to the bottom: not when the reader has scrolled more than 80px up. */
export const shouldStickToBottom = ({ scrollTop, scrollHeight, clientHeight }: TScrollPosition): boolean =>
  scrollHeight - scrollTop - clientHeight <= CHAT_AUTO_SCROLL_THRESHOLD_PX;

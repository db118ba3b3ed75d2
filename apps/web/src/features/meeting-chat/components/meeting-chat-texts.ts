/** The meeting chat panel's texts (spec section 2, "Meeting chat panel"). */
export const MEETING_CHAT_TEXTS = {
  inputPlaceholder: 'Message...',
  inputLabel: 'Message',
  sendLabel: 'Send message',
  copyLabel: 'Copy message',
  copied: 'Message copied to clipboard',
  typingLabel: 'Ting is typing',
  listLabel: 'Chat messages',
  clear: 'Clear chat',
  clearTitle: 'Clear this conversation?',
  clearBody: 'Your questions and answers about this meeting will be deleted. Teammates keep their own.',
  clearConfirm: 'Clear',
  clearCancel: 'Cancel',
} as const;

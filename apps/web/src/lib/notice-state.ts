import type { Notice } from '../components/form-alert';

interface NoticeNavigationState {
  notice: Notice;
}

/**
 * Navigation state that carries a note to the next screen (after signup or a reset, or why the
 * citizen was sent to verification), so it shows where they look next.
 */
export function withNotice(notice: Notice): NoticeNavigationState {
  return { notice };
}

const variants: readonly Notice['variant'][] = ['success', 'info', 'warning', 'danger'];

export function noticeFromState(state: unknown): Notice | null {
  if (!state || typeof state !== 'object' || !('notice' in state)) return null;
  const notice = state.notice as Partial<Record<keyof Notice, unknown>> | null;
  if (!notice || typeof notice.text !== 'string') return null;
  const variant = variants.find((v) => v === notice.variant);
  return variant ? { variant, text: notice.text } : null;
}

import { describe, expect, it, vi } from 'vitest';
import { consumeToasts, onToastRequested, showToast } from './toasts';

describe('toasts', () => {
  it('queues toasts until the stack has loaded, then delivers them in order', () => {
    const load = vi.fn();
    const stopWatching = onToastRequested(load);
    showToast('Saved', 'success');
    showToast('Second');
    expect(load).toHaveBeenCalled();
    const shown: string[] = [];
    const stop = consumeToasts((toast) => shown.push(`${toast.variant}:${toast.message}`));
    showToast('Third', 'error');
    expect(shown).toEqual(['success:Saved', 'default:Second', 'error:Third']);
    stop();
    stopWatching();
  });
});

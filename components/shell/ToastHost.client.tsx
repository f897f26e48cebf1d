'use client';
/**
 * Mounts nothing until a toast is requested, then loads the toast stack.
 * Also turns an unexpected error in the page's own scripts into the generic
 * error message, in the page's language, so a failed action never fails silently.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { LocaleCode } from '@/engine/locale';
import type { ThemeName } from './theme';
import { showGenericError } from './toast-messages/load';
import { onToastRequested, showToast } from './toasts';

type StackComponent = ComponentType<{ themeName: ThemeName }>;

export function ToastHost({ themeName, locale }: { themeName: ThemeName; locale: LocaleCode }) {
  const [Stack, setStack] = useState<StackComponent | null>(null);

  useEffect(() => {
    let loading = false;
    const stopWatching = onToastRequested(() => {
      if (loading) return;
      loading = true;
      void import('./ToastStack.client').then((module) => setStack(() => module.ToastStack));
    });
    const onUnhandledRejection = () => showGenericError(locale, (message) => showToast(message, 'error'));
    window.addEventListener('unhandledrejection', onUnhandledRejection);
    return () => {
      stopWatching();
      window.removeEventListener('unhandledrejection', onUnhandledRejection);
    };
  }, [locale]);

  return Stack ? <Stack themeName={themeName} /> : null;
}

'use client';
/**
 * Mounts nothing until a toast is requested, then loads the toast stack.
 * Also turns an unexpected error in the page's own scripts into the generic
 * error message, so a failed action never fails silently.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { ThemeName } from './theme';
import { GENERIC_ERROR_MESSAGE, onToastRequested, showToast } from './toasts';

type StackComponent = ComponentType<{ themeName: ThemeName }>;

export function ToastHost({ themeName }: { themeName: ThemeName }) {
  const [Stack, setStack] = useState<StackComponent | null>(null);

  useEffect(() => {
    let loading = false;
    const stopWatching = onToastRequested(() => {
      if (loading) return;
      loading = true;
      void import('./ToastStack.client').then((module) => setStack(() => module.ToastStack));
    });
    const onUnhandledRejection = () => showToast(GENERIC_ERROR_MESSAGE, 'error');
    window.addEventListener('unhandledrejection', onUnhandledRejection);
    return () => {
      stopWatching();
      window.removeEventListener('unhandledrejection', onUnhandledRejection);
    };
  }, []);

  return Stack ? <Stack themeName={themeName} /> : null;
}

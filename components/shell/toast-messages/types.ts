/** The words of the toasts the shell itself raises. */
export interface ToastMessages {
  /** An unexpected error in the page's own scripts: a failed action never fails silently. */
  genericError: string;
}

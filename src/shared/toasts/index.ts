export { ToastProvider, useSnackbar, type ToastApi } from './ToastProvider';
export type { SnackbarKey } from 'notistack';

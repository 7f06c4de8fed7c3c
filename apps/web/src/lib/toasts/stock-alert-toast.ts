/**
 * A fired stock alert reaches a member twice: as a notification (the bell's toast) and, on the
 * market page, as stockAlertTriggered. Both carry the server's one message, so a toast id made of
 * it lets Mantine show the alert once, whichever arrives first.
 */
export const stockAlertToastId = (message: string) => `stock-alert:${message}`;

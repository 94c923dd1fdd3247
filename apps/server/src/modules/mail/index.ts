export { createMailDeliverer, type MailDeliverer, type MailSettings } from './deliver-mail.ts';
export { mailDelivery } from './mail-delivery.ts';
export { type MailMessage, queueMail } from './queue-mail.ts';

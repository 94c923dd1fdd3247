export { createMailDeliverer, type MailDeliverer, type MailSettings } from './deliver-mail.ts';
export { mailDelivery } from './mail-delivery.ts';
export { DELIVER_MAIL_JOB, mailDeliveryJobs, queueMailDelivery } from './mail-delivery-job.ts';
export { type MailMessage, queueMail } from './queue-mail.ts';

import { useRecordMutation } from '../../../resource/record-mutation';
import { faqApi, invalidateFaqs } from './faq-keys';

export const useRestoreFaq = () =>
  useRecordMutation('restore', faqApi, { invalidate: invalidateFaqs });

import { useRecordMutation } from '../../../resource/record-mutation';
import { faqApi, invalidateFaqs } from './faq-keys';

export const useDeleteFaq = () =>
  useRecordMutation('delete', faqApi, { invalidate: invalidateFaqs });

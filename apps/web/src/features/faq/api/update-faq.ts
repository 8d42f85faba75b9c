import { useRecordMutation } from '../../../resource/record-mutation';
import { faqApi, invalidateFaqs } from './faq-keys';

export const useUpdateFaq = () =>
  useRecordMutation('update', faqApi, { invalidate: invalidateFaqs });

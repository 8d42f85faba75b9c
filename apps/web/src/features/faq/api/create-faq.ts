import { useRecordMutation } from '../../../resource/record-mutation';
import { faqApi, invalidateFaqs } from './faq-keys';

export const useCreateFaq = () =>
  useRecordMutation('create', faqApi, { invalidate: invalidateFaqs });

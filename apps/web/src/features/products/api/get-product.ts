import { useQuery } from '@tanstack/react-query';
import type { Product } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { productKeys } from './product-keys';

/** GET /api/product/{id}: the product, deleted or not. */
export const getProduct = async (id: number) => (await api.get<Product>(`/product/${id}`)).data;

export const useProduct = (id: number) =>
  useQuery({ queryKey: productKeys.detail(id), queryFn: () => getProduct(id) });

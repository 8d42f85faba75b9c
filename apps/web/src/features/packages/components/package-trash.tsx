import { RecordTrash } from '../../../resource/record-trash';
import { usePackages } from '../api/get-packages';
import { useRestorePackage } from '../api/restore-package';
import { PACKAGE_LIST_TEXTS } from './package-texts';

export const PackageTrash = () => (
  <RecordTrash useList={usePackages} restore={useRestorePackage()} texts={PACKAGE_LIST_TEXTS} />
);

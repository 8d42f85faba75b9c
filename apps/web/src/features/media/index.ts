/** What other features and pages may use of media: the widget and the display rules. */
export { MediaManager, type MediaManagerProps } from './components/media-manager';
export { MediaField, useUploadGate } from './components/use-upload-gate';
export { FileTypeIcon } from './components/file-type-icon';
export { mediaKind, MEDIA_KIND_LABEL, type MediaKind } from './media-kind';
export { sortByOrder } from './media-order';
export { mediaName } from './media-name';

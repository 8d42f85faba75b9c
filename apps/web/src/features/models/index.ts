/** What other features and pages may use of models. */
export { useModels } from './api/get-models';
export { ModelColorSwatch, colorPairLabel } from './components/model-color-swatch';
export { ModelMediaViewer } from './components/model-media-viewer';

export { MaskedField, maskPlaceholder, type MaskedFieldProps, type MaskKind } from './MaskedField';

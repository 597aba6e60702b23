export { LoadError } from '@estate/platform/ui';

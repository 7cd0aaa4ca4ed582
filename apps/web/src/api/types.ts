import type { ApiSuccess } from '@rentfront/shared/http';

export type Envelope<T> = ApiSuccess<T>;

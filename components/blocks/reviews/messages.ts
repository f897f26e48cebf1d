import type { LocaleCode } from '@/engine/locale';

interface ReviewsMessages {
  /** The stars' label: "Rated 4.5 out of 5"; the rating comes already written. */
  rated: (rating: string) => string;
  /** After the average: what it averages, "average of the 4 reviews below". */
  averageOf: (count: number) => string;
}

const en: ReviewsMessages = {
  rated: (rating) => `Rated ${rating} out of 5`,
  averageOf: (count) => `average of the ${count} reviews below`,
};

const es: ReviewsMessages = {
  rated: (rating) => `Calificación: ${rating} de 5`,
  averageOf: (count) => `promedio de las ${count} reseñas de abajo`,
};

export const reviewsMessages: Record<LocaleCode, ReviewsMessages> = { 'en-US': en, 'es-US': es };

import { defineBlock } from '../defineBlock';
import { TourTravelForm } from './TourTravelForm';
import { tourTravelFormSchema } from './schema';

export const tourTravelFormBlock = defineBlock({
  schema: tourTravelFormSchema,
  Component: TourTravelForm,
});

import { defineBlock } from '../defineBlock';
import { videoSliderSchema } from './schema';
import { VideoSlider } from './VideoSlider';

export const videoSliderBlock = defineBlock({ schema: videoSliderSchema, Component: VideoSlider });

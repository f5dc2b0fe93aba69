export { type BuildAnswerInput, buildAnswer } from './build-answer';
export { type ChooseChartInput, chooseChart } from './choose-chart';
export { type DescribeResultInput, describeResult } from './describe-result';
export { validateChartSpec } from './validate-chart-spec';

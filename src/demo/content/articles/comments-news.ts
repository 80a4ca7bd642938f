/** Readers' comments on the food articles and the hotel news. */
import type { SeedComment } from './model/types';

export const COMMENTS: SeedComment[] = [
  {
    article: 'guangzhou-morning-tea',
    by: 'reader-lin',
    hoursAfter: 3,
    text: '上次去陶陶居排了快一个小时。建议工作日去，七点半之前到基本不用等。',
  },
  {
    article: 'guangzhou-morning-tea',
    by: 'reader-emma',
    hoursAfter: 9,
    text: 'I had no idea about the finger tapping! Our waiter must have thought we were terribly rude. Next time.',
  },
  {
    article: 'guangzhou-morning-tea',
    by: 'reader-zhou',
    hoursAfter: 26,
    text: '补充一句：豉汁凤爪和排骨一定要点，虾饺反而要看店，有的皮做得太厚。茶位费每家不一样，坐下前可以先看一眼菜单。',
  },
  {
    article: 'guangzhou-morning-tea',
    by: 'demo',
    hoursAfter: 50,
    text: '沙面附近有没有不太用排队的茶楼？想带家里老人去，怕他们等太久。',
  },
  {
    article: 'guangzhou-morning-tea',
    by: 'reader-kenji',
    hoursAfter: 130,
    text: 'We have dim sum in Yokohama Chinatown too, but Guangzhou morning tea looks more relaxed. I want to try cheung fun.',
  },
  {
    article: 'chengdu-hotpot-and-noodles',
    by: 'reader-zhou',
    hoursAfter: 2,
    text: '毛肚七上八下没毛病，不过鸭肠我一般只烫十秒左右，再久就嚼不动了。',
  },
  {
    article: 'chengdu-hotpot-and-noodles',
    by: 'reader-emma',
    hoursAfter: 20,
    text: 'We ordered the split pot and even the "mild" side was a challenge for us. The bingfen saved the evening!',
  },
  {
    article: 'chengdu-hotpot-and-noodles',
    by: 'demo',
    hoursAfter: 41,
    text: '甜水面真的被低估了，我觉得比担担面还好吃。下次去成都还住春熙路那边。',
  },
  {
    article: 'chengdu-hotpot-and-noodles',
    by: 'reader-lin',
    hoursAfter: 75,
    text: '想问一下，文殊院附近的钟水饺周末早上人多吗？带孩子去要不要早点出门？',
  },
  {
    article: 'tokyo-depachika-and-ramen',
    by: 'reader-kenji',
    hoursAfter: 5,
    text: 'Good tips. One more: many ramen shops have a smaller size, good if you want to try two shops. And please no phone calls at the counter.',
  },
  {
    article: 'tokyo-depachika-and-ramen',
    by: 'reader-lin',
    hoursAfter: 18,
    text: '闭店前的打折便当太香了！上次在银座三越买了一盒鳗鱼饭，打完折很划算，带回酒店当夜宵。',
  },
  {
    article: 'tokyo-depachika-and-ramen',
    by: 'reader-emma',
    hoursAfter: 33,
    text: 'Tokyo Ramen Street is brilliant, but the lunchtime queues are long. We went mid-morning and walked straight in.',
  },
  {
    article: 'tokyo-depachika-and-ramen',
    by: 'reader-zhou',
    hoursAfter: 96,
    text: '不少食券机都有英文界面，有的还能切换中文，不会日语也不用慌。',
  },
  {
    article: 'sanya-members-winter-early-booking',
    by: 'demo',
    hoursAfter: 4,
    text: '正打算春节带爸妈去三亚。三十天是按入住日期算，还是按下单那天算？',
  },
  {
    article: 'sanya-members-winter-early-booking',
    by: 'reader-zhou',
    hoursAfter: 7,
    text: '楼上，文章里写了，是入住日期前至少三十天预订，从入住那天往前数。',
  },
  {
    article: 'sanya-members-winter-early-booking',
    by: 'reader-emma',
    hoursAfter: 28,
    text: 'Is the late check-out guaranteed? Our flight home is in the evening, so 2pm would be perfect.',
  },
  {
    article: 'sanya-members-winter-early-booking',
    by: 'reader-lin',
    hoursAfter: 60,
    text: '去年冬天住过亚龙湾椰林，儿童俱乐部很省心，孩子玩了一下午都不肯走。就是春节那几天房间真的难订，早订没错。',
  },
  {
    article: 'hongqiao-transit-shuttle-update',
    by: 'reader-zhou',
    hoursAfter: 6,
    text: '终于延长了！以前晚上十点多落地只能去排出租车，队伍老长。',
  },
  {
    article: 'hongqiao-transit-shuttle-update',
    by: 'reader-kenji',
    hoursAfter: 30,
    text: 'I often arrive from Tokyo late at night. Can I write my flight number in English in the booking notes?',
  },
  {
    article: 'hongqiao-transit-shuttle-update',
    by: 'demo',
    hoursAfter: 70,
    text: '前阵子住过一晚，早上六点的班车很准时，前台还给准备了打包早餐，挺贴心的。',
  },
];

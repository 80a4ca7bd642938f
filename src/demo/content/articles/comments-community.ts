/** Readers' comments on the member stories, notices and quick posts. */
import type { SeedComment } from './model/types';

export const COMMENTS: SeedComment[] = [
  // Lin's Xi'an story (6)
  {
    article: 'lin-xian-huifang-three-nights',
    by: 'reader-zhou',
    hoursAfter: 3,
    text: '“水围城”这个梗笑死我了，我第一次去也是掰得太大块，被老板嫌弃了。',
  },
  {
    article: 'lin-xian-huifang-three-nights',
    by: 'reader-emma',
    hoursAfter: 9,
    text: 'This is exactly the trip I want to do next spring. Did you find the lanes too noisy to sleep, being right on Beiyuanmen?',
  },
  {
    article: 'lin-xian-huifang-three-nights',
    by: 'reader-lin',
    hoursAfter: 14,
    text: '@Emma Clarke 我的房间在二楼靠里，十一点以后就安静了。如果睡眠浅，可以跟前台要不临街的房间。',
  },
  {
    article: 'lin-xian-huifang-three-nights',
    by: 'demo',
    hoursAfter: 27,
    text: '收藏了！想问一下城墙骑车是在哪个门租的？带着十岁的孩子能骑完一圈吗？',
  },
  {
    article: 'lin-xian-huifang-three-nights',
    by: 'reader-kenji',
    hoursAfter: 52,
    text: 'Beautiful photos. I tried roujiamo in Tokyo once, but I think it is not the same. Xi’an is now on my list.',
  },
  {
    article: 'lin-xian-huifang-three-nights',
    by: 'reader-zhou',
    hoursAfter: 75,
    text: '补充一句：柿子饼别一次买太多，放两天就硬了。不过确实好吃。',
  },

  // Emma's Chengdu story (4)
  {
    article: 'emma-chengdu-teahouse-week',
    by: 'reader-lin',
    hoursAfter: 5,
    text: '彭镇那家老茶馆我也去过！早上七八点去，光线从屋顶照下来特别好看。',
  },
  {
    article: 'emma-chengdu-teahouse-week',
    by: 'reader-zhou',
    hoursAfter: 11,
    text: '刚才复制攻略的时候粘错了一段 <script>alert(1)</script>，大家忽略就好。想问一下宽窄巷子附近好停车吗？',
  },
  {
    article: 'emma-chengdu-teahouse-week',
    by: 'reader-emma',
    hoursAfter: 19,
    text: "Ha, no worries! I didn't have a car, but the hotel does have parking. The lanes themselves are pedestrian only, so I'd ask them before you arrive.",
  },
  {
    article: 'emma-chengdu-teahouse-week',
    by: 'reader-kenji',
    hoursAfter: 40,
    text: 'Ear cleaning in a park, really? I want to try it. Once is enough, you say. OK, once.',
  },

  // The demo member's Sanya story (4)
  {
    article: 'demo-sanya-family-five-days',
    by: 'reader-lin',
    hoursAfter: 2,
    text: '午睡那条太真实了，带娃出门，行程排得再好，不睡午觉全白搭。',
  },
  {
    article: 'demo-sanya-family-five-days',
    by: 'reader-emma',
    hoursAfter: 8,
    text: 'Lovely read. How old does a child need to be for the snorkelling? My son is four.',
  },
  {
    article: 'demo-sanya-family-five-days',
    by: 'demo',
    hoursAfter: 13,
    text: '@Emma Clarke 我家老大六岁，在浅水区戴面镜看鱼，大人一直在旁边。四岁的话在齐腰深的水里玩玩就很开心了。',
  },
  {
    article: 'demo-sanya-family-five-days',
    by: 'reader-zhou',
    hoursAfter: 30,
    text: '第一市场那个建议很实用。不过我觉得三亚湾那边看日落更好，下次可以两边各住几天。',
  },

  // The points redemption notice (3)
  {
    article: 'notice-points-redemption-launch',
    by: 'reader-zhou',
    hoursAfter: 4,
    text: '终于能用积分了！希望以后也能用积分抵一部分房费。',
  },
  {
    article: 'notice-points-redemption-launch',
    by: 'reader-kenji',
    hoursAfter: 20,
    text: 'Can I use points and balance together for one article? I have some of both.',
  },
  {
    article: 'notice-points-redemption-launch',
    by: 'demo',
    hoursAfter: 33,
    text: '@Kenji Watanabe 公告里写了，积分和余额不能混着付，只能选一种。我刚试过，积分不够的时候会直接提示。',
  },

  // Zhou's Bund run (3)
  {
    article: 'zhou-shanghai-bund-morning-run',
    by: 'reader-emma',
    hoursAfter: 6,
    text: 'Great tip. I ran the same stretch last autumn and it was the best hour of the whole trip.',
  },
  {
    article: 'zhou-shanghai-bund-morning-run',
    by: 'reader-lin',
    hoursAfter: 22,
    text: '想拍照的话，外白渡桥那头的角度最好，能把陆家嘴和老建筑一起拍进去。',
  },
  {
    article: 'zhou-shanghai-bund-morning-run',
    by: 'reader-kenji',
    hoursAfter: 47,
    text: 'Four kilometres is good for me. Is it OK to run there on weekends too, or too many people?',
  },
];

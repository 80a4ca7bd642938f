/** Readers' comments on the travel articles and the city guides. */
import type { SeedComment } from './model/types';

export const COMMENTS: SeedComment[] = [
  {
    article: 'china-high-speed-rail-tips',
    by: 'reader-zhou',
    hoursAfter: 3,
    text: '补充一句：候补真的好用。上次国庆回家提前一周排了候补，出发前两天兑现了。',
  },
  {
    article: 'china-high-speed-rail-tips',
    by: 'reader-emma',
    hoursAfter: 9,
    text: 'Really useful, thank you. My passport worked at the automatic gates at Shanghai Hongqiao, but at a smaller station I had to queue at the staffed lane, so do leave time for that.',
  },
  {
    article: 'china-high-speed-rail-tips',
    by: 'demo',
    hoursAfter: 20,
    text: '请问坐二等座带一个28寸的箱子，车厢两头的行李位都满了怎么办？',
  },
  {
    article: 'china-high-speed-rail-tips',
    by: 'reader-lin',
    hoursAfter: 23,
    text: '回楼上：可以塞在两排座椅背靠背的空隙里，实在放不下就找列车员，一般都能帮忙想办法。',
  },
  {
    article: 'china-high-speed-rail-tips',
    by: 'reader-kenji',
    hoursAfter: 41,
    text: 'Thank you. The D and F seat tip is good. Next month I go from Beijing to Shanghai with my wife, we will try it.',
  },
  {
    article: 'china-high-speed-rail-tips',
    by: 'reader-zhou',
    hoursAfter: 72,
    text: '小小不同意：提前四十分钟对小站来说有点多，二十分钟足够了。不过北京南、虹桥这种大站确实要留足时间。',
  },
  {
    article: 'tokyo-city-guide',
    by: 'reader-kenji',
    hoursAfter: 5,
    text: 'I live in Tokyo and I agree, Asakusa in the early morning is the best. Also please try Yanaka, old streets and very quiet.',
  },
  {
    article: 'tokyo-city-guide',
    by: 'reader-lin',
    hoursAfter: 12,
    text: '去年四月住的浅草，早上六点多去浅草寺，几乎是包场！晚上去隅田川边看晴空塔也很美。',
  },
  {
    article: 'tokyo-city-guide',
    by: 'reader-emma',
    hoursAfter: 30,
    text: 'Good point about cash. A lot of the little ramen places around Shinjuku have ticket machines that only take coins and notes.',
  },
  {
    article: 'tokyo-city-guide',
    by: 'demo',
    hoursAfter: 52,
    text: '新宿霞庭酒店的大浴场要另外收费吗？',
  },
  {
    article: 'tokyo-city-guide',
    by: 'reader-zhou',
    hoursAfter: 58,
    text: '楼上，文章里写了，对住客免费。我住过一次，晚上十点以后泡澡的人很少。',
  },
  {
    article: 'travelling-with-children',
    by: 'reader-lin',
    hoursAfter: 6,
    text: '“每天一件大事”太对了！上次带娃去北京，一天排了三个地方，最后全家在出租车上睡着了。',
  },
  {
    article: 'travelling-with-children',
    by: 'demo',
    hoursAfter: 18,
    text: '想问一下，六岁以下免票的话，上车以后孩子坐哪儿？',
  },
  {
    article: 'travelling-with-children',
    by: 'reader-zhou',
    hoursAfter: 21,
    text: '免票的孩子不单独占座，跟大人挤一个座位。路程长的话建议给孩子买张儿童票，大人也轻松。',
  },
  {
    article: 'travelling-with-children',
    by: 'reader-emma',
    hoursAfter: 75,
    text: 'We did Chengdu with a four-year-old and the panda base at opening time was the highlight of the whole trip. By ten it was packed and the pandas were asleep.',
  },
  {
    article: 'chengdu-city-guide',
    by: 'reader-zhou',
    hoursAfter: 4,
    text: '成都的“微辣”确实不能信，哈哈。',
  },
  {
    article: 'chengdu-city-guide',
    by: 'reader-kenji',
    hoursAfter: 26,
    text: "I liked the teahouse in People's Park very much. The ear cleaning was a little strange, but fun.",
  },
  {
    article: 'chengdu-city-guide',
    by: 'reader-lin',
    hoursAfter: 50,
    text: '再补充一个：早上去巷子里吃碗肥肠粉或者甜水面，比排网红店舒服多了。',
  },
  {
    article: 'sanya-city-guide',
    by: 'demo',
    hoursAfter: 10,
    text: '春节想带爸妈去，住亚龙湾还是三亚湾好？',
  },
  {
    article: 'sanya-city-guide',
    by: 'reader-lin',
    hoursAfter: 15,
    text: '带老人的话推荐三亚湾，去市区吃饭、买东西都方便，傍晚沿着海边散步看日落也舒服。',
  },
];

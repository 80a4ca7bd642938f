/** The article `chengdu-city-guide` of the city guides channel (see `./index.ts`). */
import { body } from '../model/compose';
import type { SeedArticle } from '../model/types';

export const ARTICLE: SeedArticle = {
  key: 'chengdu-city-guide',
  channel: 'city-guides',
  daysAgo: 63,
  tags: ['成都', '茶', '小吃'],
  cover: 'tea-house',
  'zh-cn': {
    title: '成都城市指南：茶馆、熊猫和一碗面',
    summary: '成都适合慢慢待。这份指南告诉你看熊猫要多早出门、哪几家茶馆值得坐一下午，以及住春熙路还是宽窄巷子。',
    content: body(
      `<p>成都人常说：“来都来了，先坐下喝杯茶。”这座城市的节奏确实慢，景点之间也不算远。与其一天赶好几个地方，不如每天安排一两件事，剩下的时间留给茶馆、面馆和街边的小吃店。</p>`,
      `<h2>不要错过</h2>`,
      `<ul>
<li><strong>大熊猫繁育研究基地</strong>：熊猫早上吃竹子时最活跃，天一热就趴着睡觉，最好一开园就进去。</li>
<li><strong>人民公园的鹤鸣茶社</strong>：一碗盖碗茶能坐一下午，旁边有掏耳朵的师傅，也有下棋打牌的老人。</li>
<li><strong>文殊院</strong>：免费开放的老寺院，周围一圈都是小吃店，早上来人最少。</li>
<li><strong>武侯祠与锦里</strong>：武侯祠讲的是三国故事，隔壁的锦里是热闹的仿古街，晚上灯笼亮起来更好看。</li>
</ul>`,
      `<figure><img src="scene:tea-house" alt="茶馆里摆着竹椅和盖碗茶"><figcaption>竹椅、盖碗和一下午的闲聊，是成都茶馆的标配。</figcaption></figure>`,
      `<h2>吃什么</h2>`,
      `<p>甜水面、钟水饺、担担面、龙抄手，都是吃一口就记得住的味道；火锅和串串留到晚上。怕辣可以点“微辣”，不过成都的微辣对外地人来说也不算轻，先尝一口再说。</p>`,
      `<h2>什么时候来、住在哪里</h2>`,
      `<p>三到五月和九到十一月最舒服；七八月又热又闷；冬天难得见到太阳，但并不算冷。</p>`,
      `<p>喜欢逛街吃火锅，就住<strong>成都春熙蜀锦酒店</strong>，走到春熙路和太古里只要五分钟，隔壁就是大慈寺。想感受老成都的夜晚，<strong>成都宽窄锦庐酒店</strong>由几座清代川西民居改建而成，等白天的游客散去，巷子里一下子安静下来。</p>`,
      `<p>延伸阅读：<a href="https://zh.wikipedia.org/wiki/成都大熊猫繁育研究基地">维基百科：成都大熊猫繁育研究基地</a></p>`,
    ),
  },
  en: {
    title: 'Chengdu city guide: teahouses, pandas and a good bowl of noodles',
    summary:
      'Chengdu rewards a slow pace. How early to leave for the pandas, which teahouses deserve an afternoon, and whether to stay near Chunxi Road or Kuanzhai Alley.',
    content: body(
      `<p>"You've made it this far, so sit down and have some tea," as people in Chengdu like to say. The city does move slowly, and its sights are not far apart. Rather than racing between them, plan one or two things a day and leave the rest for teahouses, noodle shops and the snack stalls on every corner.</p>`,
      `<h2>Don't miss</h2>`,
      `<ul>
<li><strong>The Giant Panda Breeding Research Base</strong>: the pandas are most active in the morning while they eat their bamboo, and doze off as soon as it warms up, so be there when it opens.</li>
<li><strong>Heming Teahouse in People's Park</strong>: one bowl of lidded-cup tea buys you an afternoon, with ear cleaners doing their rounds and old men playing cards around you.</li>
<li><strong>Wenshu Monastery</strong>: an old temple that is free to enter, ringed by snack shops and quietest in the morning.</li>
<li><strong>Wuhou Shrine and Jinli</strong>: the shrine tells the story of the Three Kingdoms, and Jinli next door is a lively street of old-style buildings, prettiest at night when the lanterns are lit.</li>
</ul>`,
      `<figure><img src="scene:tea-house" alt="Bamboo chairs and lidded tea cups in a teahouse"><figcaption>Bamboo chairs, lidded cups and a long afternoon of chat: the Chengdu teahouse.</figcaption></figure>`,
      `<h2>What to eat</h2>`,
      `<p>Sweet-water noodles, Zhong dumplings, dan dan noodles and Long wontons are all dishes you remember after one mouthful; keep hotpot and skewers for the evening. If you are wary of chilli, ask for "a little spicy", though Chengdu's idea of a little is more than most visitors expect. Taste before you dig in.</p>`,
      `<h2>When to go and where to stay</h2>`,
      `<p>March to May and September to November are the most pleasant; July and August are hot and muggy, and winter brings little sun but is not especially cold.</p>`,
      `<p>For shopping and hotpot, stay at the <strong>Shujin Hotel Chunxi Road</strong>, five minutes on foot from Chunxi Road and Taikoo Li, with Daci Temple next door. For old Chengdu after dark, the <strong>Jinlu Hotel Kuanzhai Alley</strong> is built around several Qing-era courtyard houses, and once the day visitors leave, the lanes fall quiet.</p>`,
      `<p>Further reading: <a href="https://en.wikipedia.org/wiki/Chengdu_Research_Base_of_Giant_Panda_Breeding">the panda base on Wikipedia</a></p>`,
    ),
  },
};

/** The article `sanya-city-guide` of the city guides channel (see `./index.ts`). */
import { body } from '../model/compose';
import type { SeedArticle } from '../model/types';

export const ARTICLE: SeedArticle = {
  key: 'sanya-city-guide',
  channel: 'city-guides',
  daysAgo: 95,
  tags: ['三亚', '海岛', '住宿'],
  cover: 'beach',
  'zh-cn': {
    title: '三亚城市指南：四个海湾怎么选',
    summary: '亚龙湾、三亚湾、大东海、海棠湾，三亚每个海湾的脾气都不一样。按预算、玩法和同行的人，帮你挑一个住下来。',
    content: body(
      `<p>冬天从北方飞到三亚，一下飞机就得把羽绒服脱下来塞进箱子。三亚城不大，但几个海湾之间开车也要二三十分钟，住在哪一片，基本决定了这趟旅行是什么样子。</p>`,
      `<h2>四个海湾</h2>`,
      `<ul>
<li><strong>亚龙湾</strong>：沙白水清，浪小，适合游泳和浮潜，度假酒店扎堆，离市区约二十分钟车程。</li>
<li><strong>三亚湾</strong>：沿着椰梦长廊一路铺开，是看日落最好的地方，离凤凰机场近，生活气息浓。</li>
<li><strong>大东海</strong>：离市区最近，周围餐馆、水果摊、潜水店多，性价比高，适合不想整天待在酒店里的人。</li>
<li><strong>海棠湾</strong>：在城东北，大型度假村和免税城都在这边，安静，但去市区要远一些。</li>
</ul>`,
      `<figure><img src="scene:beach" alt="椰树下的白色沙滩和平静的海面"><figcaption>冬天的三亚，海水照样适合下水。</figcaption></figure>`,
      `<h2>什么时候来</h2>`,
      `<p>十一月到来年四月是旺季，天气晴朗干爽。春节前后机票和房价是全年最高，一定要早订。五月以后开始湿热，七到十月是台风季，出海项目可能临时取消，不过价格也是一年里最低的。</p>`,
      `<h2>吃海鲜与出海</h2>`,
      `<p>去第一市场买海鲜，再拿到旁边的加工店代加工，是本地人最常推荐的吃法。下单前问清楚按斤还是按只算、加工费怎么收。想出海浮潜，可以去蜈支洲岛或西岛；风浪大的日子船会停航，别把出海安排在离开的前一天。</p>`,
      `<blockquote>防晒是三亚的头等大事：帽子、墨镜、防晒衣比防晒霜管用，中午十一点到下午三点尽量待在阴凉处。</blockquote>`,
      `<h2>住在哪里</h2>`,
      `<p>一家人想在海边泡一整天，<strong>三亚亚龙湾椰林度假酒店</strong>直通白沙滩，海水平缓，孩子玩水也放心。想每天看日落、去市区方便，<strong>三亚湾海月酒店</strong>过马路就是海滩，还提供免费机场接送。预算有限的话，三亚大东海浪花酒店离沙滩步行三分钟，去第一市场打车十分钟。</p>`,
      `<p>延伸阅读：<a href="https://zh.wikipedia.org/wiki/亚龙湾">维基百科：亚龙湾</a></p>`,
    ),
  },
};
